import { serve } from './serve.js';

serve().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Runs autocannon in its own process (see load.ts): argv[2] is a JSON file of
// { url, connections, seconds, paths? }. With `paths`, requests walk that list in order (shared by
// every connection, wrapping round), so a run can ask for thousands of distinct URLs.
import fs from 'node:fs';
import autocannon from 'autocannon';

const { url, connections, seconds, paths } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const requests = paths?.length
  ? [
      {
        setupRequest(req) {
          req.path = paths[next++ % paths.length];
          return req;
        },
      },
    ]
  : undefined;
const result = await autocannon({ url, connections, duration: seconds, requests });
process.stdout.write(JSON.stringify(result));

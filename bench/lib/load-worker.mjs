// Runs autocannon in its own process (see load.ts): argv[2] is a JSON file of
// { url, connections, seconds, paths? }. With `paths`, requests walk that list in order (shared by
// every connection, wrapping round), so a run can ask for thousands of distinct URLs. The first
// non-2xx answers (status and path, up to 20) come back as `non2xxSamples`, so a bench can say
// what they were rather than only how many.
import fs from 'node:fs';
import autocannon from 'autocannon';

const { url, connections, seconds, paths } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const SAMPLES = 20;
const non2xxSamples = [];
const defaultPath = new URL(url).pathname + new URL(url).search;
const noteNon2xx = (status, body, context) => {
  if ((status < 200 || status > 299) && non2xxSamples.length < SAMPLES)
    non2xxSamples.push({ status, path: context.path ?? defaultPath, body: String(body ?? '').slice(0, 200) });
};
let next = 0;
const requests = [
  {
    setupRequest(req, context) {
      if (paths?.length) req.path = paths[next++ % paths.length];
      context.path = req.path;
      return req;
    },
    onResponse: noteNon2xx,
  },
];
const result = await autocannon({ url, connections, duration: seconds, requests });
process.stdout.write(JSON.stringify({ ...result, non2xxSamples }));

// Asks for URLs one at a time over one kept-alive connection, in a process of its own (see
// load.ts: a client in the server's process would add its own work to every latency).
// argv[2] is a JSON file of { origin, paths }; prints the milliseconds of each, in order, as JSON.
import fs from 'node:fs';
import http from 'node:http';

const { origin, paths } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (path) =>
  new Promise((resolve, reject) => {
    http
      .get(origin + path, { agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
const samples = [];
for (const path of paths) {
  const start = process.hrtime.bigint();
  await get(path);
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
}
agent.destroy();
process.stdout.write(JSON.stringify(samples));

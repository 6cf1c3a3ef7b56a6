// Holds N notification streams open in a process of its own (so the server's memory is measured
// alone), and counts the events each receives. Talks to the bench over IPC:
//   in:  { open: { url, cookies } } (one stream per cookie) | { report: true }
//   out: { opened: n } | { report: { ready, notifications: [per-stream counts summed], minPerStream } }
import http from 'node:http';

const streams = [];

function openOne(url, cookie) {
  return new Promise((resolve, reject) => {
    const state = { ready: false, notifications: 0 };
    const req = http.get(url, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let at;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (block.includes('event: ready')) {
            state.ready = true;
            resolve(state);
          } else if (block.includes('event: notification')) state.notifications++;
        }
      });
    });
    req.on('error', reject);
    streams.push({ req, state });
  });
}

process.on('message', async (message) => {
  if (message.open) {
    const { url, cookies } = message.open;
    // In batches: a thousand connections at once would only measure the accept queue.
    for (let i = 0; i < cookies.length; i += 50) {
      await Promise.all(cookies.slice(i, i + 50).map((cookie) => openOne(url, cookie)));
    }
    process.send({ opened: streams.length });
  } else if (message.report) {
    const counts = streams.map((s) => s.state.notifications);
    process.send({
      report: {
        ready: streams.filter((s) => s.state.ready).length,
        notifications: counts.reduce((a, b) => a + b, 0),
        minPerStream: Math.min(...counts),
      },
    });
  } else if (message.close) {
    for (const s of streams) s.req.destroy();
    process.exit(0);
  }
});

// Plain CommonJS (types in free-port.d.cts): the suites import it as @civicbrief/app-server/free-port, and the crash
// and benchmark scripts, which node runs without the workspace's path aliases, by its path.
const { createServer } = require('node:net');

/** A port nobody listens on right now (the OS picks it). */
exports.freePort = function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
};

/**
 * Child-process entry for tests that need a server of their own (server-process.ts): the reference server with
 * the built H5 app from E2E_STATIC_DIR, configured by the environment like e2e/run.ts's server (HOST, PORT,
 * DATA_DIR, OTP_FIXED_CODE, FAULT_INJECTION). Unlike server/start.ts it never rebuilds the app, so a restart
 * takes seconds. Plain CommonJS run by tsx, so the app's type check does not pull in the server's sources.
 */
const { startServer } = require('../../server/main')

const staticRoot = process.env.E2E_STATIC_DIR
if (!staticRoot) {
  console.error('serve-app: E2E_STATIC_DIR is not set')
  process.exit(2)
}
startServer('e2e app server', () => ({ staticRoot })).catch((error) => {
  console.error(error)
  process.exit(1)
})

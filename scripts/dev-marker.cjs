// The file `pnpm dev` leaves in an app's dist folder: that build is for development, and
// `npm start` (scripts/setup.mjs) rebuilds it for production.
module.exports = { DEV_MARKER: '.dev-build' };

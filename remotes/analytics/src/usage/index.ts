// The account pages of the analytics remote (docs/usage.md): the usage and, for admins, the client errors.
export { UsagePage } from './UsagePage.js';
export { ClientErrorsPage } from './ClientErrorsPage.js';

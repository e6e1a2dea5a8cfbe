/**
 * The e-mail consent feature as other features call it (docs/product.md §3): asking an address to
 * agree, and reading how each address stands. Its links' pages are its routes.
 */
export { askToConfirm, type EmailConsentDeps } from './ask-to-confirm';
export { emailStatusesOf, emailStatusReader } from './email-statuses';

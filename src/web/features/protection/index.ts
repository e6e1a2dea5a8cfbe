// The protection feature's public face: whether each parent is protected, why not, and the fix.
export { NotProtectedSummary } from './components/not-protected-summary';
export { ProtectionBadge, ProtectionNotice } from './components/protection-status';

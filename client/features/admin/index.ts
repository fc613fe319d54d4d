/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { AdminOnly } from './components/admin-only';
export { AuditList } from './components/audit-list';
export { SecurityCheckList } from './components/security-check-list';
export { UserList } from './components/user-list';

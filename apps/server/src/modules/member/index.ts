// For the operator console: members searched, read, locked and unlocked (this module owns the member row).
export { memberDetail, searchMembers, setMemberStatus } from './member-admin.service.ts';

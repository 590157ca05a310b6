// Settle-in's public face: the member's application (the member centre shows its status).
export { useMyApply } from './api/settle-api.ts';

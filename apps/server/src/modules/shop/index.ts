// What other modules and flows may use of the shop module: settle-in decisions (flows/settle).
export { approveApply, listApplies, lockForDecision, refuseApply } from './apply/apply.service.ts';

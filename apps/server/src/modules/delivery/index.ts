export { freight, pieceFee, ruleFor } from './delivery.service.ts';

export { closeDueOrders, completeDueOrders, orderJobs, receiveDueOrders } from './order-jobs.ts';

// Topic events (facts §5.4): the storefront's and the operator console's calls, the checkout's terms, the status job.
export { topicRoutes } from './topic.routes.ts';
export { topicTerms, type TopicTerms } from './topic-checkout.ts';
export { requirePlugin as requireTopicPlugin } from './topic.service.ts';
export { topicStatusJob, TOPIC_STATUS_JOB } from './topic-status.ts';

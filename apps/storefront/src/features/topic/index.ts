// Topic events' public face outside their pages: the goods page's entrance and the home page's strip (own chunk).
export { TopicEntrance } from './components/topic-entrance.tsx';
// The entrance's call, so the goods page can wait for it before drawing (no second request: same query key).
export { useGoodsTopic } from './api/topic-queries.ts';
export const loadHomeTopics = () => import('./components/home-topics.tsx');

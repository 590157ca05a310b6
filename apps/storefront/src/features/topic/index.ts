// Topic events' public face outside their pages: the goods page's entrance and the home page's strip (own chunk).
export { TopicEntrance } from './components/topic-entrance.tsx';
export const loadHomeTopics = () => import('./components/home-topics.tsx');

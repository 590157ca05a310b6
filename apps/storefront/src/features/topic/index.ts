// Topic events' public face outside their pages: the goods page's entrance.
export { TopicEntrance } from './components/topic-entrance.tsx';

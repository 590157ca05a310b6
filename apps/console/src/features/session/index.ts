// What the app shell uses of the session feature: the account menu of the header.
export { UserMenu } from './components/user-menu.tsx';

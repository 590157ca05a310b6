import { lazy } from 'react';

// antd's Modal brings 9 KiB gzip of motion, focus lock and portal code: a page whose dialog opens only when asked
// fetches it then, or as the pointer nears the button that opens it (issue 12). Mount it under MountedOnceOpen.
const loadModal = () => import('antd/es/modal');

export const LazyModal = lazy(loadModal);

/** Starts fetching the Modal while the pointer nears (or focus reaches) what opens it. */
export const preloadModal = () => void loadModal();

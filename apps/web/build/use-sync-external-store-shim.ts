// React 18+ has useSyncExternalStore built in; react-i18next's shim import resolves here.
export { useSyncExternalStore } from 'react';

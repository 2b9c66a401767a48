export { protectionPaths } from './paths';
/** The header's banner of a running time-out or self-exclusion (and the deposit-limit offer); load it lazily. */
export { ProtectionBanner } from './components/ProtectionBanner';

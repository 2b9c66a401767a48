export { detectOsType, type OsType } from '@site/client/os-type';

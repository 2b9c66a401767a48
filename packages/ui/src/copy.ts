export { CopyButton, type CopyButtonProps, type CopyButtonClasses } from './copy/CopyButton';

export { PhotoInput, type PhotoInputProps, type PhotoInputClasses } from './photo/PhotoInput';

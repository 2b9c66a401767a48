export { PhotoInput, type PhotoInputProps, type PhotoInputClasses } from './photo/PhotoInput';
export { usePhotoUpload, type PhotoUpload, type PhotoUploadMutation, type PhotoUploadOptions } from './photo/usePhotoUpload';

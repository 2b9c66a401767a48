// The site's form controls (issue 19): the web app and the cashier frame draw fields alike.
export { Select, type SelectProps } from './fields/Select';
export { DateField, type DateFieldProps } from './fields/DateField';
export { RadioCards, type RadioCardsProps, type RadioCardOption } from './fields/RadioCards';
export { FilePicker, type FilePickerProps } from './fields/FilePicker';

export { ChoiceDialog, type ChoiceDialogProps } from './dialog/ChoiceDialog';

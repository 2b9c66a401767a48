export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize, type ButtonLook } from './button/Button';

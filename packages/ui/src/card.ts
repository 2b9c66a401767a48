export { Card, cardClassName, type CardProps } from './card/Card';

export { Toolbar, type ToolbarProps } from './toolbar/Toolbar';

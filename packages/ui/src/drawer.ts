export { Drawer, type DrawerProps } from './drawer/Drawer';

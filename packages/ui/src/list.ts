export { List, ListButton, ListEmpty, ListItem, ListMeta, ListTitle, listClassNames, type ListItemProps, type ListProps } from './list/List';

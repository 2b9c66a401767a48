export { Tabs, TabPanel, tabId, panelId, type TabsProps, type TabPanelProps, type TabItem, type TabsVariant, type TabsSize } from './tabs/Tabs';

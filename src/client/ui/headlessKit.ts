/**
 * The Headless UI parts of the first load's menus and popovers (the top menu's dropdowns, the lobby's filter
 * and online list), in one chunk that `ui/deferred.tsx` loads on the first sign that a user will open one.
 */
export { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';

// Adds the `custom-iconLink` navbar item type (GitHub icon link) to the stock types; unknown types still throw.
import ComponentTypes from "@theme-original/NavbarItem/ComponentTypes";
import NavbarIconLink from "@site/src/components/NavbarIconLink";

export default {
  ...ComponentTypes,
  "custom-iconLink": NavbarIconLink,
};

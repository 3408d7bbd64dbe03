export { AnchorLink, ButtonLink } from '../../../ui/links';

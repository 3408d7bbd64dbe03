export { ApiAccessPanel } from './components/ApiAccessPanel';

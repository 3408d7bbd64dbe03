export { HeaderSearch } from './components/HeaderSearch';
export { PhoneSearch } from './components/PhoneSearch';
export { GenePage } from './GenePage';

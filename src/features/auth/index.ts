export { useAuth } from './AuthProvider';
export { MIN_PASSWORD_LENGTH } from './sign-up';

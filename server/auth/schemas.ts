import { Type } from 'typebox';
import { UserSchema } from '../users/schemas';
import { MIN_PASSWORD_LENGTH } from './passwords';

const Email = Type.String({ format: 'email', maxLength: 254 });

export const LoginRequest = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 256 }) },
  { title: 'LoginRequest' },
);

export const TokenPair = Type.Object(
  { access: Type.String(), refresh: Type.String() },
  { title: 'TokenPair' },
);

export const RefreshRequest = Type.Object(
  { refresh: Type.String({ minLength: 1 }) },
  { title: 'RefreshRequest' },
);

export const AccessToken = Type.Object({ access: Type.String() }, { title: 'AccessToken' });

export const LogoutRequest = Type.Object(
  { refresh: Type.Optional(Type.String()) },
  { title: 'LogoutRequest' },
);

export const RegisterRequest = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 150 }),
    last_name: Type.String({ maxLength: 150 }),
    email: Email,
    password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 256 }),
  },
  { title: 'RegisterRequest', additionalProperties: false },
);

export const RegisterResponse = Type.Object(
  { access: Type.String(), refresh: Type.String(), user: UserSchema },
  { title: 'RegisterResponse' },
);

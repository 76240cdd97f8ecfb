/** How long a password reset code lives (the users collection enforces it, the reset mail says it). */
export const RESET_TOKEN_MINUTES = 30

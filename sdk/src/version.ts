/** The SDK's own version; plugins declare the range they work with in their manifest's `sdk`. */
export const sdkVersion = '0.1.0';

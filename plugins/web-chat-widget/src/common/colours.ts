/** A colour as the form's colour input gives it and the widget script draws it. */
export const colourPattern = /^#[0-9a-f]{6}$/i;

export const defaultColours = { primary: '#1f6feb', text: '#ffffff' } as const;

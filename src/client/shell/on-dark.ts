/** Focus ring for controls on the navy header and footer (the default brand ring is too dark there). */
export const onDarkFocus = 'focus-visible:outline-orange-300';

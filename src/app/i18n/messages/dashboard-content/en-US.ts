/** The dashboards' content components: text, static and conditional images, iframe; the image upload and its refusals. */
const dashboardContentEnUS = {
  dashboards: {
    components: {
      text: { empty: 'No text yet.' },
      image: {
        empty: 'No image chosen yet.',
        loadError: 'The image could not be loaded.',
        upload: 'Upload image',
        replace: 'Replace image',
        remove: 'Remove image',
        uploading: 'Uploading…',
        preview: 'Chosen image',
      },
      conditionalImage: {
        noImage: 'No rule holds for the current value and there is no default image.',
        alt: 'Image for the value %{value}',
        noValue: 'no value yet',
      },
      iframe: { empty: 'No page address yet.' },
    },
    errors: {
      iframeOriginNotAllowed: 'Pages from %{origin} may not be shown here. An administrator can allow this site in the parameters.',
      notAnImage: 'This file is not an accepted image: PNG or JPG (or SVG for a process picture).',
      imageTooLarge: 'The image must be smaller than 2 MB.',
    },
  },
};

export default dashboardContentEnUS;

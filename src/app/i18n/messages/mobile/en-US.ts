/** The native (mobile) variant: API address and QR scan at sign-in, home page, bottom menu. */
const enUS = {
  mobile: {
    signin: {
      apiAddress: 'API address',
      apiAddressPlaceholder: 'https://plant.example.com:8080',
    },
    qr: {
      scan: 'Scan QR code',
      title: 'Scan the sign-in QR code',
      hint: 'Point the camera at the QR code given by your administrator.',
      cancel: 'Cancel',
      retry: 'Try again',
      starting: 'Opening the camera…',
      cameraDenied: 'Camera access was denied. Allow the camera for this app and try again.',
      cameraUnavailable: 'No camera could be opened on this device.',
      notFound: 'No QR code was found. Hold the code steady in front of the camera and try again.',
      invalid: 'This QR code does not hold a sign-in address.',
      filled: 'API address and username filled from the QR code.',
    },
    home: {
      title: 'Home',
      greeting: 'Hello, %{name}',
      unit: 'Current unit',
      noUnit: 'No unit available',
      shortcuts: 'Shortcuts',
    },
    menu: {
      label: 'Main menu',
      home: 'Home',
      dashboard: 'Dashboard',
      analysisProcess: 'Process analysis',
    },
  },
};

export default enUS;

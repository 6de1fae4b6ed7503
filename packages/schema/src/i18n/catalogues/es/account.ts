import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Configuración de la cuenta',

  'account.profile.title': 'Perfil',
  'account.profile.description': 'Tu nombre y el correo electrónico con el que inicias sesión.',
  'account.profile.currentPassword': 'Contraseña actual',
  'account.profile.emailChangeHint': 'Para cambiar tu correo electrónico necesitas tu contraseña actual.',
  'account.profile.save': 'Guardar perfil',

  'account.email.verified': 'Verificado',
  'account.email.notVerified': 'Sin verificar',
  'account.email.resend': 'Reenviar',
  'account.email.sending': 'Enviando…',

  'account.password.description':
    'Al cambiar tu contraseña se cierra tu sesión en todos los demás lugares; aquí la sesión sigue abierta.',
  'account.password.change': 'Cambiar contraseña',
  'account.password.changing': 'Cambiando…',
  'account.password.new': 'Contraseña nueva',
  'account.password.rule': 'Al menos {min} caracteres.',
  'account.password.confirm': 'Confirma la contraseña nueva',

  'account.twoFactor.description':
    'Al iniciar sesión también se pide un código de una aplicación de autenticación, así que tu contraseña sola no basta.',
  'account.twoFactor.on': 'Activada',
  'account.twoFactor.turnOff': 'Desactivar',
  'account.twoFactor.turnOnFull': 'Activar el inicio de sesión en dos pasos',
  'account.twoFactor.turnOffFull': 'Desactivar el inicio de sesión en dos pasos',
  'account.twoFactor.setUp': 'Configurar el inicio de sesión en dos pasos',
  'account.twoFactor.scan': '1. Escanea este código QR con tu aplicación de autenticación.',
  'account.twoFactor.qrLabel': 'Código QR para tu aplicación de autenticación',
  'account.twoFactor.typeKey': 'O escribe esta clave en la aplicación: <code>{secret}</code>',
  'account.twoFactor.code': 'Código de autenticación',
  'account.twoFactor.enterCode': '2. Escribe el código de 6 dígitos que muestra la aplicación.',
  'account.twoFactor.turnOn': 'Activar',
  'account.twoFactor.turningOn': 'Activando…',
  'account.twoFactor.turningOff': 'Desactivando…',
  'account.twoFactor.disableHint': 'Un código de tu aplicación de autenticación o un código de recuperación.',
  'account.twoFactor.disableHintPassword':
    'Un código de tu aplicación de autenticación o un código de recuperación. O deja el campo vacío y escribe tu contraseña.',

  'account.recovery.title': 'Tus códigos de recuperación',
  'account.recovery.keep':
    'Guárdalos en un lugar seguro. Cada uno te permite iniciar sesión una vez si pierdes tu aplicación de autenticación. Solo se muestran ahora.',
  'account.recovery.label': 'Códigos de recuperación',
  'account.recovery.copy': 'Copiar',
  'account.recovery.download': 'Descargar .txt',

  'account.passkeys.title': 'Llaves de acceso',
  'account.passkeys.description':
    'Inicia sesión con la huella, el rostro o el PIN de tu dispositivo, o con tu gestor de contraseñas, en lugar de una contraseña.',
  'account.passkeys.none': 'Aún no tienes llaves de acceso.',
  'account.passkeys.list': 'Tus llaves de acceso',
  'account.passkeys.addedUsed': 'Agregada {added} · último uso {used}',
  'account.passkeys.addedNeverUsed': 'Agregada {added} · nunca usada',
  'account.passkeys.add': 'Agregar una llave de acceso',
  'account.passkeys.adding': 'Esperando a tu dispositivo…',
  'account.passkeys.removeTitle': '¿Quitar «{name}»?',
  'account.passkeys.removeText':
    'Ya no podrás iniciar sesión con esta llave de acceso. Puede que el dispositivo o el gestor de contraseñas la siga mostrando: quítala también allí.',
  'account.passkeys.remove': 'Quitar llave de acceso',
  'account.passkeys.renameTitle': 'Cambiar el nombre de la llave de acceso',
  'account.passkeys.renameText': 'Un nombre que te indique qué dispositivo o gestor de contraseñas la guarda.',
  'account.passkeys.name': 'Nombre',
  'account.passkeys.saveName': 'Guardar nombre',

  'account.sessions.title': 'Sesiones activas',
  'account.sessions.description':
    'Los dispositivos y navegadores con sesión iniciada en tu cuenta. Cierra la sesión de los que no reconozcas.',
  'account.sessions.thisDevice': 'Este dispositivo',
  'account.sessions.lastSeen': 'Última actividad {time}',
  'account.sessions.signOut': 'Cerrar sesión',
  'account.sessions.signOutOthers': 'Cerrar todas las demás sesiones',
  'account.device.browserOnSystem': '{browser} en {system}',
  'account.device.browser': 'Un navegador en {system}',
  'account.device.unknown': 'Dispositivo desconocido',

  'account.google.description': 'Inicia sesión también con tu cuenta de Google.',
  'account.google.connected': 'Conectada',
  'account.google.canSignIn': 'Puedes iniciar sesión con Google.',
  'account.google.notConnected': 'Sin conectar.',
  'account.google.passwordHint': 'Confirma que eres tú con tu contraseña actual.',
  'account.google.connect': 'Conectar Google',
  'account.google.connecting': 'Conectando…',
  'account.google.disconnect': 'Desconectar Google',
  'account.google.disconnecting': 'Desconectando…',

  'account.data.title': 'Tus datos',
  'account.data.description': 'Descarga tu cuenta y todos tus currículums en un solo archivo JSON (vitae-export.json).',
  'account.data.download': 'Descargar mis datos',
  'account.data.downloading': 'Descargando…',

  'account.delete.title': 'Eliminar cuenta',
  'account.delete.description': 'Elimina tu cuenta y todos sus currículums. No se puede deshacer.',
  'account.delete.button': 'Eliminar mi cuenta',
  'account.delete.confirmTitle': '¿Eliminar tu cuenta?',
  'account.delete.confirmText':
    'Tu cuenta y todos sus currículums se eliminarán de forma permanente y se cerrará tu sesión. No se puede deshacer.',
  'account.delete.confirm': 'Eliminar la cuenta de forma permanente',
  'account.delete.deleting': 'Eliminando…',

  'auth.backToLogIn': 'Volver a iniciar sesión',
  'auth.forgot.title': '¿Olvidaste tu contraseña?',
  'auth.forgot.label': 'Pedir un enlace para restablecerla',
  'auth.forgot.intro':
    'Escribe el correo electrónico con el que inicias sesión y te enviaremos un enlace para crear una contraseña nueva.',
  'auth.forgot.send': 'Enviar enlace para restablecer',
  'auth.reset.title': 'Crea una contraseña nueva',
  'auth.reset.newLink': 'Enviar un enlace nuevo',
  'auth.reset.submit': 'Guardar contraseña nueva',
  'auth.verify.title': 'Verifica tu correo electrónico',
  'auth.verify.verifying': 'Verificando…',
  'auth.verify.tryAgain': 'Intentar de nuevo',
  'auth.verify.dashboard': 'Ir a tu panel',
  'auth.twoFactor.hint':
    'El código de 6 dígitos que muestra tu aplicación de autenticación, o uno de tus códigos de recuperación.',
  'auth.twoFactor.verify': 'Verificar',
  'auth.twoFactor.usePasskey': 'Usar una llave de acceso',
  'auth.passkey.signIn': 'Iniciar sesión con una llave de acceso',
  'auth.passkey.waiting': 'Esperando a tu llave de acceso…',
  'auth.google.continue': 'Continuar con Google',

  'mail.resetPassword.subject': 'Restablece tu contraseña de Vitae',
  'mail.resetPassword.asked': 'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Vitae.',
  'mail.resetPassword.once':
    'El enlace de abajo funciona una sola vez, durante {minutes, plural, one {# minuto} other {# minutos}}. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
  'mail.resetPassword.link': 'Elegir una contraseña nueva',
  'mail.passwordChanged.subject': 'Se cambió tu contraseña de Vitae',
  'mail.passwordChanged.changed':
    'La contraseña de tu cuenta de Vitae se acaba de cambiar y se cerraron todas las sesiones.',
  'mail.passwordChanged.notYou':
    'Si no fuiste tú, restablece tu contraseña de inmediato y revisa las sesiones de tu cuenta.',
  'mail.verifyEmail.subject': 'Verifica tu correo electrónico para Vitae',
  'mail.verifyEmail.confirm':
    'Confirma que esta dirección es tuya: abre el enlace de abajo (funciona una sola vez, durante 24 horas).',
  'mail.verifyEmail.link': 'Verificar mi correo electrónico',
  'mail.confirmNewEmail.subject': 'Confirma tu nuevo correo electrónico para Vitae',
  'mail.confirmNewEmail.asked':
    'Pediste usar esta dirección para tu cuenta de Vitae. El cambio se hace cuando abres el enlace de abajo (funciona una sola vez, durante 24 horas).',
  'mail.confirmNewEmail.link': 'Usar este correo electrónico',
  'mail.emailChangeRequested.subject': 'El correo electrónico de tu cuenta de Vitae está por cambiar',
  'mail.emailChangeRequested.asked':
    'Alguien con sesión iniciada en tu cuenta de Vitae pidió cambiar su dirección a {newEmail}. Solo cambia cuando se abra el enlace enviado allí.',
  'mail.emailChangeRequested.notYou':
    'Si no fuiste tú, cambia tu contraseña y cierra todas las demás sesiones desde la página de tu cuenta.',
  'mail.twoFactorOn.subject': 'El inicio de sesión en dos pasos está activado',
  'mail.twoFactorOn.text':
    'Se activó el inicio de sesión en dos pasos para tu cuenta de Vitae. Guarda tus códigos de recuperación en un lugar seguro.',
  'mail.twoFactorOff.subject': 'Se desactivó el inicio de sesión en dos pasos',
  'mail.twoFactorOff.text':
    'Se desactivó el inicio de sesión en dos pasos para tu cuenta de Vitae. Si no fuiste tú, restablece tu contraseña de inmediato.',
} satisfies PartCatalogue<'account'>;

import type { PartCatalogue } from '../../catalogue.ts';

/** Spanish (español): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Este currículum aún necesita {pages} página con el tamaño y el espaciado más pequeños permitidos. Acorta u oculta una sección para que quepa en una página.} other {Este currículum aún necesita {pages} páginas con el tamaño y el espaciado más pequeños permitidos. Acorta u oculta una sección para que quepa en una página.}}',
  'messages.invalidSection':
    'design.{field} nombra una sección que no existe. Secciones: {sections} y los identificadores de tus propias secciones.',
  'messages.pdfTooManyPages':
    'Este currículum tendría {pages, plural, one {{pages} página} other {{pages} páginas}}; el límite es {limit}. Acorta o elimina algunas secciones.',
  'messages.pdfTooMuchText': 'Este currículum tiene más de {megabytes} MB de texto. Acorta las secciones más largas.',
  'messages.resumeLimit':
    'Alcanzaste el límite de {max, plural, one {{max} currículum} other {{max} currículums}}. Elimina uno que ya no necesites para crear otro.',
  'designMessages.accentColor': 'design.accentColor debe ser un color como #1f6feb.',
  'designMessages.fontFamily': 'design.fontFamily debe ser una de las fuentes que indica GET /api/v1/config.',
  'designMessages.fontSize': 'design.fontSize debe estar entre 9 y 12 puntos, en pasos de 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing debe ser compact, normal o relaxed.',
  'designMessages.margins': 'design.margins debe ser narrow, normal o wide.',
  'designMessages.pageSize': 'design.pageSize debe ser A4 o Letter.',
  'designMessages.language': 'design.language debe ser uno de los idiomas que indica GET /api/v1/config.',
  'designMessages.sectionOrder': 'design.sectionOrder debe enumerar claves de sección, cada una como máximo una vez.',
  'designMessages.hiddenSections': 'design.hiddenSections debe enumerar claves de sección.',
  'designMessages.sectionTitles':
    'design.sectionTitles debe dar a cada clave de sección un título de 60 caracteres como máximo.',
  'designMessages.fitToOnePage': 'design.fitToOnePage debe ser true o false.',
  'designMessages.design': 'design debe ser un objeto de ajustes de diseño.',
  'customSectionMessages.id':
    'customSections: cada sección necesita un identificador como custom-1a2b (letras minúsculas y dígitos después de «custom-»).',
  'customSectionMessages.title': 'customSections: cada sección necesita un título.',
  'customSectionMessages.tooMany': 'Un currículum admite como máximo 10 secciones propias.',
  'customSectionMessages.duplicateId': 'customSections: dos secciones tienen el mismo identificador.',
  'listMessages.removed': 'Se eliminó {label}.',
  'listMessages.restored': 'Se restauró {label}.',
  'listMessages.duplicated': 'Se duplicó {label} como elemento {position}.',
  'listMessages.moved': 'Se movió {label} a la posición {position} de {count}.',
  'listMessages.bulletsAdded':
    'Se {count, plural, one {agregó {count} viñeta} other {agregaron {count} viñetas}} a la descripción del puesto.',
  'listMessages.stillNeeded': 'Aún falta: {fields}.',
  'summaryMessages.corrected':
    '{change, select, removed {Se eliminó «{from}».} other {Se cambió «{from}» por «{to}».}}',
  'summaryMessages.allCorrected':
    'Se {count, plural, one {aplicó {count} corrección} other {aplicaron {count} correcciones}}.',
  'summaryMessages.replaced': 'Tu resumen se reemplazó por la sugerencia.',
  'summaryMessages.used': 'La sugerencia ahora es tu resumen.',
  'summaryMessages.sentenceAdded': 'Sugerencia agregada al resumen.',
  'importMessages.imported': 'Currículum importado.',
  'importMessages.noFile':
    'Elige un archivo para importar: envíalo como multipart/form-data en un campo llamado «file».',
  'importMessages.oneFile': 'Envía un archivo a la vez, en un campo llamado «file».',
  'importMessages.notMultipart': 'Envía el archivo como multipart/form-data, en un campo llamado «file».',
  'importMessages.tooLarge': 'El archivo pesa más de 10 MB.',
  'importMessages.emptyFile': 'El archivo está vacío.',
  'importMessages.unsupported':
    'Este archivo no se puede importar. Se aceptan: una exportación de Vitae (.vitae.json), un archivo JSON Resume (.json), un currículum en PDF (.pdf), un documento de Word (.docx) o la exportación de datos de LinkedIn (.zip).',
  'importMessages.tooDeep': 'El archivo está demasiado anidado para ser un currículum.',
  'importMessages.newerVersion':
    'Esta exportación de Vitae proviene de una versión más reciente de Vitae y no se puede importar aquí.',
  'importMessages.invalidVitae': 'Esta exportación de Vitae está dañada y no se puede importar.',
  'importMessages.tooFast': 'Estás importando currículums demasiado rápido. Espera un momento y vuelve a intentarlo.',
  'importMessages.pdfNoText':
    'Este PDF no tiene texto que leer: puede ser un escaneo o una imagen. Exporta tu currículum desde el programa en que lo escribiste como PDF con texto, o importa un archivo JSON.',
  'importMessages.pdfDamaged': 'Este PDF está dañado y no se puede leer.',
  'importMessages.pdfEncrypted': 'Este PDF está protegido con contraseña. Quita la contraseña e impórtalo de nuevo.',
  'importMessages.pdfTooComplex': 'Este PDF es demasiado grande o complejo para leerlo como currículum.',
  'importMessages.docxDamaged': 'Este archivo de Word está dañado y no se puede leer.',
  'importMessages.docxNoText':
    'Este archivo de Word no tiene texto que leer: puede que solo contenga imágenes. Guarda tu currículum con su texto como .docx o PDF, o importa un archivo JSON.',
  'importMessages.docxMacros':
    'Este archivo de Word contiene macros (.docm), que nunca se importan. Guárdalo como documento de Word normal (.docx) e impórtalo de nuevo.',
  'importMessages.docxLegacy':
    'Este es un documento de Word antiguo (.doc) o un archivo de Word protegido con contraseña, que no se puede leer. Guárdalo como documento de Word (.docx) sin contraseña e impórtalo de nuevo.',
  'importMessages.fileTooComplex': 'Este archivo es demasiado grande o complejo para leerlo como currículum.',
  'importMessages.readersBusy': 'El servidor está ocupado leyendo otros archivos. Vuelve a intentarlo en un momento.',
  'importMessages.zipDamaged': 'Este archivo ZIP está dañado y no se puede importar.',
  'importMessages.zipEncrypted':
    'Este archivo ZIP está protegido con contraseña y no se puede importar. Descarga de nuevo tus datos de LinkedIn.',
  'importMessages.zipTooManyEntries':
    'Este archivo ZIP contiene más de 500 archivos; una exportación de datos de LinkedIn contiene muchos menos.',
  'importMessages.zipTooLarge':
    'Un archivo de este ZIP ocupa más de 5 MB al descomprimirse, o todos juntos más de 20 MB; no se puede importar.',
  'importMessages.zipRatio':
    'Un archivo de este ZIP se descomprime en mucho más de lo que ocupa cualquier archivo real (una «bomba ZIP»); no se puede importar.',
  'importMessages.zipUnsupported':
    'Este archivo ZIP usa un método de compresión que no se puede leer. Descarga de nuevo tus datos de LinkedIn.',
  'importMessages.linkedinNotExport':
    'Este archivo ZIP no es una exportación de datos de LinkedIn: no contiene ninguno de Profile.csv, Positions.csv, Education.csv o Skills.csv.',
  'importMessages.aiNotConfigured':
    'Mejorar con IA no está disponible: este servidor no tiene configurado ningún proveedor de IA. Importa el archivo sin esa opción.',
  'importMessages.invalidImprove': 'El campo «improve» admite un solo valor: «ai».',
  'importAiWarnings.improved': 'Mejorado con IA: revisa cada campo comparándolo con tu PDF.',
  'importAiWarnings.pdfOnly': 'Mejorar con IA solo se aplica a archivos PDF y Word; este archivo se importó tal cual.',
  'importAiWarnings.failed': 'La IA no pudo mejorar esta importación ({reason}); el currículum se leyó sin ella.',
  'importAiWarnings.textCut':
    '{max, plural, one {Solo se envió a la IA el primer carácter ({max, number}) del texto del PDF.} other {Solo se enviaron a la IA los primeros {max, number} caracteres del texto del PDF.}}',
  'versionMessages.invalidName': 'Ponle a la versión un nombre de 1 a 60 caracteres.',
  'versionMessages.invalidVersionId': 'ID de versión no válido. Actualiza la página.',
  'versionMessages.notFound': 'No se encontró la versión.',
  'versionMessages.saved': 'Versión guardada.',
  'versionMessages.restored': 'Versión restaurada.',
  'versionMessages.restoreUndone': 'Restauración deshecha.',
  'versionMessages.automatic': 'Instantánea automática',
  'versionMessages.beforeRestoring': 'Antes de restaurar «{name}»',
  'trashMessages.listed': 'Papelera cargada.',
  'trashMessages.restored': 'Currículum restaurado.',
  'trashMessages.deletedForever': 'Currículum eliminado definitivamente.',
  'shareMessages.enabled': 'Enlace para compartir activado.',
  'shareMessages.disabled': 'Enlace para compartir desactivado.',
  'shareMessages.notFound': 'Este enlace no lleva a ningún currículum. Puede que se haya desactivado.',
  'shareMessages.passwordRequired': 'Este currículum está protegido con contraseña.',
  'shareMessages.wrongPassword': 'Esa contraseña no es correcta.',
  'shareMessages.unlocked': 'Desbloqueado.',
  'shareMessages.tooManyAttempts':
    'Demasiados intentos de contraseña. Espera {unit, select, minute {{count, plural, one {{count} minuto} other {{count} minutos}}} other {{count, plural, one {{count} segundo} other {{count} segundos}}}} y vuelve a intentarlo.',
  'shareMessages.passwordLength': 'Usa una contraseña de 4 a 128 caracteres, o ninguna.',
  'shareMessages.passwordMissing': 'Escribe la contraseña.',
  'shareMessages.linkCopied': 'Enlace copiado.',
  'validationMessages.tooLong': 'Debe tener como máximo {max, plural, one {{max} carácter} other {{max} caracteres}}.',
  'validationMessages.tooManyItems':
    'Una lista admite como máximo {max, plural, one {{max} elemento} other {{max} elementos}}.',
  'validationMessages.tooManyContacts': 'Como máximo {max, plural, one {{max} contacto} other {{max} contactos}}.',
  'validationMessages.stageInvalid': 'La fase debe ser una de estas: {stages}.',
  'validationMessages.reasonInvalid': 'El motivo debe ser uno de estos: {reasons}.',
  'accountMessages.resetLinkSent':
    'Si existe una cuenta con esta dirección, le enviamos un enlace para restablecer la contraseña.',
  'accountMessages.resetTokenInvalid': 'Este enlace no es válido, caducó o ya se usó. Pide uno nuevo.',
  'accountMessages.passwordReset': 'Tu contraseña se cambió. Inicia sesión con la nueva.',
  'accountMessages.verifyTokenInvalid': 'Este enlace no es válido, caducó o ya se usó.',
  'accountMessages.emailVerified': 'Tu correo electrónico está verificado.',
  'accountMessages.emailChanged': 'Tu correo electrónico se cambió.',
  'accountMessages.verificationSent': 'Te enviamos un enlace para verificar tu correo electrónico.',
  'accountMessages.alreadyVerified': 'Tu correo electrónico ya está verificado.',
  'accountMessages.emailChangeSent': 'Enviamos un enlace a {email}. Tu dirección cambiará cuando lo abras.',
  'accountMessages.sessionEnded': 'Se cerró esa sesión.',
  'accountMessages.otherSessionsEnded': 'Se cerraron todas las demás sesiones.',
  'accountMessages.sessionNotFound': 'Esa sesión no existe.',
  'accountMessages.twoFactorAlreadyOn': 'La verificación en dos pasos ya está activada.',
  'accountMessages.twoFactorNotSetUp': 'Primero inicia la configuración de la verificación en dos pasos.',
  'accountMessages.twoFactorEnabled': 'La verificación en dos pasos está activada.',
  'accountMessages.twoFactorDisabled': 'La verificación en dos pasos está desactivada.',
  'accountMessages.twoFactorNotOn': 'La verificación en dos pasos no está activada.',
  'accountMessages.twoFactorCodeWrong':
    'El código no es correcto. Prueba el código más reciente de tu app o un código de recuperación.',
  'accountMessages.twoFactorCodeRequired':
    'Escribe el código de 6 dígitos de tu app de autenticación o un código de recuperación.',
  'accountMessages.twoFactorChallengeInvalid': 'Este paso de inicio de sesión caducó. Vuelve a iniciar sesión.',
  'accountMessages.twoFactorDisableProof': 'Escribe un código de tu app de autenticación o tu contraseña.',
  'accountMessages.passkeyAdded': 'Llave de acceso agregada.',
  'accountMessages.passkeyRenamed': 'Llave de acceso renombrada.',
  'accountMessages.passkeyRemoved': 'Llave de acceso eliminada.',
  'accountMessages.passkeyNotFound': 'Esa llave de acceso no existe.',
  'accountMessages.passkeyFailed': 'No se pudo comprobar la llave de acceso. Vuelve a intentarlo.',
  'accountMessages.passkeyUnknown': 'Esta llave de acceso no está registrada en este sitio.',
  'accountMessages.passkeyLimit': 'Una cuenta puede tener como máximo 20 llaves de acceso.',
  'accountMessages.lastSignInMethod':
    'Conserva al menos una forma de iniciar sesión: primero define una contraseña o agrega una llave de acceso.',
  'accountMessages.signUpClosed': 'El registro está cerrado en esta instancia.',
  'accountMessages.inviteRequired': 'Para registrarte en esta instancia necesitas una invitación.',
  'accountMessages.inviteInvalid': 'Esta invitación no es válida, caducó o ya se usó.',
  'accountMessages.setupTokenRequired':
    'La primera cuenta de esta instancia necesita el token de configuración de su operador.',
  'accountMessages.setupTokenWrong': 'El token de configuración no es correcto.',
  'accountMessages.recoveryCodesCopied': 'Códigos de recuperación copiados.',
  'accountMessages.googleDisconnected': 'Google ya no está conectado a tu cuenta.',
  'applicationMessages.companyRequired': 'Escribe la empresa.',
  'applicationMessages.roleRequired': 'Escribe el puesto.',
  'applicationMessages.linkInvalid': 'El enlace debe ser una dirección web que empiece por http:// o https://.',
  'applicationMessages.reasonRequired': 'Indica por qué se cerró la candidatura.',
  'applicationMessages.reasonOnlyWhenClosed': 'Solo se indica un motivo cuando la candidatura está cerrada.',
  'applicationMessages.nextStepTitleRequired': 'Ponle nombre al siguiente paso.',
  'applicationMessages.nextStepDateInvalid': 'El siguiente paso necesita una fecha y una hora.',
  'applicationMessages.notFound': 'No se encontró la candidatura.',
  'applicationMessages.invalidId': 'ID de candidatura no válido.',
  'applicationMessages.tooMany':
    'Puedes tener como máximo {max, plural, one {{max} candidatura} other {{max} candidaturas}}. Elimina algunas para agregar más.',
  'applicationMessages.nothingToUpdate': 'No hay nada que actualizar.',
  'applicationMessages.created': 'Candidatura agregada.',
  'applicationMessages.updated': 'Candidatura guardada.',
  'applicationMessages.deleted': 'Candidatura eliminada.',
  'applicationMessages.stageChanged': 'Fase cambiada.',
  'applicationMessages.csvNotCsv': 'Elige un archivo CSV.',
  'applicationMessages.csvTooLarge': 'El archivo CSV pesa más de {megabytes} MB.',
  'applicationMessages.csvNoHeader':
    'El archivo CSV debe empezar con una fila de encabezado que nombre sus columnas (al menos company y role).',
  'applicationMessages.csvTooManyRows':
    'Un archivo CSV admite como máximo {max, plural, one {{max} candidatura} other {{max} candidaturas}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at debe ser una fecha (2026-03-01) o una fecha y hora (2026-03-01T09:00:00Z).',
  'applicationMessages.importTooFast':
    'Estás importando candidaturas demasiado rápido. Espera un momento y vuelve a intentarlo.',
  'applicationMessages.csvBadRow': 'Línea {line}: {message}',
  'applicationMessages.imported':
    '{count, plural, one {{count} candidatura importada} other {{count} candidaturas importadas}}.',
  'applicationMessages.resumeNotFound': 'No se encontró el currículum.',
  'applicationMessages.coverLetterNotFound': 'No se encontró la carta de presentación.',
  'atsMessages.checked': 'Currículum verificado.',
  'atsMessages.fileChecked': 'Archivo verificado.',
  'atsMessages.tooFast': 'Estás verificando currículums demasiado rápido. Espera un momento y vuelve a intentarlo.',
  'atsMessages.publicTooFast':
    'Se verificaron demasiados archivos desde tu red. Espera un minuto y vuelve a intentarlo.',
  'atsFileMessages.unsupported': 'Sube un archivo PDF o de Word (.docx) para verificarlo.',
  'coverLetterMessages.titleRequired': 'Escribe un título.',
  'coverLetterMessages.notFound': 'No se encontró la carta de presentación.',
  'coverLetterMessages.invalidId': 'ID de carta de presentación no válido.',
  'coverLetterMessages.resumeNotFound': 'No se encontró el currículum.',
  'coverLetterMessages.applicationNotFound': 'No se encontró la candidatura.',
  'coverLetterMessages.bodyTooLong': 'Una carta de presentación puede tener como máximo 20000 caracteres.',
  'coverLetterMessages.tooMany':
    'Puedes tener como máximo {max, plural, one {{max} carta de presentación} other {{max} cartas de presentación}}. Elimina algunas para agregar más.',
  'coverLetterMessages.nothingToUpdate': 'No hay nada que actualizar.',
  'coverLetterMessages.versionConflict':
    'Esta carta de presentación se cambió en otro lugar. Tu texto se conserva; revisa la versión más reciente.',
  'coverLetterMessages.created': 'Carta de presentación creada.',
  'coverLetterMessages.saved': 'Carta de presentación guardada.',
  'coverLetterMessages.deleted': 'Carta de presentación movida a la papelera.',
  'coverLetterMessages.restored': 'Carta de presentación restaurada.',
  'coverLetterMessages.deletedForever': 'Carta de presentación eliminada definitivamente.',
  'coverLetterMessages.drafted': 'Borrador listo. Revísalo antes de insertarlo.',
  'coverLetterMessages.aiUnavailable': 'La redacción con IA necesita un proveedor de IA; usa el borrador sin conexión.',
  'coverLetterMessages.invalidFormat': 'El formato debe ser pdf o docx.',
  'coverLetterMessages.chooseResume': 'Elige un currículum.',
  'coverLetterMessages.draftRestorePrompt':
    'Esta carta de presentación tiene cambios en este dispositivo que nunca se guardaron.',
  'coverLetterMessages.draftInserted': 'Borrador insertado.',
  'coverLetterMessages.draftInsertUndone': 'Tu texto anterior está de vuelta.',
  'coverLetterMessages.noResumeLinked':
    'Vincula un currículum para ver la vista previa: la carta toma sus datos de contacto y su diseño.',
  'jobMatchMessages.postingRequired': 'Pega la oferta de empleo.',
  'jobMatchMessages.postingTooLong': 'Una oferta de empleo puede tener como máximo 50000 caracteres.',
  'jobMatchMessages.resumeRequired': 'Elige un currículum para comparar.',
  'jobMatchMessages.resumeNotFound': 'No se encontró el currículum.',
  'jobMatchMessages.noPosting':
    'Esta candidatura no tiene texto de la oferta de empleo para comparar. Pega primero la oferta.',
  'jobMatchMessages.noRequirements': 'No se encontraron requisitos en esta oferta de empleo.',
  'jobMatchMessages.secondOpinionUnavailable':
    'Una segunda opinión necesita un proveedor de IA; se muestra la comparación sin conexión.',
  'tailorMessages.created': 'Copia adaptada creada.',
  'tailorMessages.accepted': 'Cambio aplicado.',
  'tailorMessages.undone': 'Cambio deshecho.',
  'tailorMessages.rejected': 'Cambio descartado.',
  'tailorMessages.noTailoring': 'Esta candidatura aún no se ha adaptado.',
  'tailorMessages.noProposals': 'Nada que cambiar: tu currículum ya pone primero lo que pide esta oferta de empleo.',
  'tailorMessages.conflict':
    'La copia adaptada se cambió en otro lugar. Se volvió a cargar: revisa el cambio de nuevo y elige.',
  'tailorMessages.stale':
    'Esta parte de la copia adaptada cambió desde la propuesta, así que la propuesta ya no se aplica.',
  'tailorMessages.sectionOrderReason':
    'Sube {first}: muestra {count, plural, one {{count} de las cosas} other {{count} de las cosas}} que pide esta oferta de empleo.',
  'tailorMessages.skillOrderReason':
    'Pone primero {met, plural, one {la habilidad} other {las {met} habilidades}} que pide la oferta de empleo.',
  'tailorMessages.bulletOrderReason':
    'Sube {met, plural, one {la viñeta que se ajusta} other {las {met} viñetas que se ajustan}} a la oferta de empleo.',
  'tailorMessages.aiSummaryReason':
    'Un resumen reformulado que responde a la oferta de empleo, sin nada que tu currículum no diga.',
  'tailorMessages.aiBulletReason':
    'Una viñeta reformulada que responde a la oferta de empleo, sin nada que tu currículum no diga.',
  'tailorMessages.proposalNotFound': 'No se encontró la propuesta.',
  'tailorMessages.invalidDecision': 'Elige accepted, rejected u open.',
  'tailorMessages.dropped':
    '{count, plural, one {Se descartó {count} propuesta porque añadía datos que tu currículum no tiene.} other {Se descartaron {count} propuestas porque añadían datos que tu currículum no tiene.}}',
} satisfies PartCatalogue<'messages'>;

module.exports = require('@arena/shared-kit/jest')(__dirname);
